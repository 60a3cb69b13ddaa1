"""checker: quiescence
mistake: searches every move (quiet ones too) below the horizon, no stand-pat
"""

def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    vals = [my_quiescence(game, game.result(state, m), evaluate) for m in game.actions(state)]
    return max(vals) if game.to_move(state) == "X" else min(vals)
