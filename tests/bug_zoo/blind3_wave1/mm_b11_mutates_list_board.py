"""check_minimax — TRUTH: buggy: on list boards it places the stone in the given board in place (no copy, no undo) instead of game.result; trees use game.result."""
CHECK, KW = "check_minimax", {}
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    vals = []
    for a in game.actions(state):
        if isinstance(state, list):
            r, c = a
            state[r][c] = game.to_move(state)
            child = [row[:] for row in state]
        else:
            child = game.result(state, a)
        vals.append(student(game, child))
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
