"""checker: check_quiescence
truth: buggy — follows only the opponent's lines to block (never its own win in one, never a threat), and keeps the stand-pat among the options even where a block is forced.
source: written for the fix (m50b), another shape of w26_qs_03: the options gathered in a list, no window.
"""


def my_quiescence(game, state, evaluate):
    "X's value of `state`, past the depth limit: forcing moves only, the evaluation as stand-pat."
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    me = game.to_move(state)
    them = game.players[1] if me == game.players[0] else game.players[0]
    options = [evaluate(state)]
    for cell in game.completing_cells(state, them):
        options.append(my_quiescence(game, game.result(state, cell), evaluate))
    return max(options) if me == game.players[0] else min(options)
