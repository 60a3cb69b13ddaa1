"""check_minimax(with_move) — TRUTH: correct (max/min over (value, move) pairs; ties broken by move order, any best move)."""
CHECK, KW = "check_minimax", {"with_move": True}
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    pairs = [(student(game, game.result(state, a))[0], i, a) for i, a in enumerate(game.actions(state))]
    v, _, a = max(pairs) if game.to_move(state) == game.players[0] else min(pairs)
    return v, a
