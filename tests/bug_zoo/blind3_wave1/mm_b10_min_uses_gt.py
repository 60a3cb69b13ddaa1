"""check_minimax(with_move) — TRUTH: buggy: copy-paste, the MIN branch also keeps a child when value > best (so MIN maximises too, starting from +inf it never updates... ) -> MIN returns +inf."""
CHECK, KW = "check_minimax", {"with_move": True}
import math
def student(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    if game.to_move(state) == MAX:
        best, move = -math.inf, None
        for a in game.actions(state):
            v, _ = student(game, game.result(state, a))
            if v > best:
                best, move = v, a
    else:
        best, move = math.inf, None
        for a in game.actions(state):
            v, _ = student(game, game.result(state, a))
            if v > best:
                best, move = v, a
    return best, move
