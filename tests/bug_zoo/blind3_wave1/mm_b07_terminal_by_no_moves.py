"""check_minimax — TRUTH: buggy: tests for the end of the game with `not game.actions(state)` instead of game.is_terminal, so it keeps playing after a line is complete (won boards)."""
CHECK, KW = "check_minimax", {}
def student(game, state):
    moves = game.actions(state)
    if not moves:
        return game.utility(state, game.players[0])
    vals = [student(game, game.result(state, a)) for a in moves]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
