"""check_minimax(with_move) — TRUTH: correct (tries moves in reverse order, keeps the last best with >=, prints at the root)."""
CHECK, KW = "check_minimax", {"with_move": True}
import math
def student(game, state, top=True):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    maximizing = game.to_move(state) == MAX
    best, move = (-math.inf if maximizing else math.inf), None
    for a in reversed(game.actions(state)):
        v, _ = student(game, game.result(state, a), False)
        if (maximizing and v >= best) or (not maximizing and v <= best):
            best, move = v, a
    if top:
        print("minimax says", best, move)
    return best, move
