"""checker: check_quiescence
mistake: correct (helper for forcing moves, explicit branches)."""
def _forcing(game, state, me, you):
    win = game.completing_cells(state, me)
    if win:
        return win[:1], False
    block = game.completing_cells(state, you)
    if block:
        return list(block), False
    return [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)], True
def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves, quiet = _forcing(game, state, me, you)
    values = [evaluate(state)] if quiet else []
    for m in moves:
        values.append(my_quiescence(game, game.result(state, m), evaluate))
    return max(values) if me == "X" else min(values)
