"""
checker: check_minimax
truth: buggy — the move is picked as actions[values.index(max(values))] at MIN nodes too (copy-paste), so MIN's move is its worst one; values are right
source: class slip (values list + index lookup copied from the MAX half).
"""
def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    actions = list(game.actions(state))
    values = [my_minimax(game, game.result(state, a))[0] for a in actions]
    if game.to_move(state) == game.players[0]:
        return max(values), actions[values.index(max(values))]
    return min(values), actions[values.index(max(values))]
