"""check_minimax — TRUTH: correct (AIMA's MAX-VALUE / MIN-VALUE pair with (value, move), chosen by to_move at the root)."""
CHECK, KW = "check_minimax", {"with_move": True}
import math
def max_value(game, s):
    if game.is_terminal(s):
        return game.utility(s, game.players[0]), None
    v, move = -math.inf, None
    for a in game.actions(s):
        v2, _ = min_value(game, game.result(s, a)) if game.to_move(game.result(s, a)) != game.players[0] else max_value(game, game.result(s, a))
        if v2 > v:
            v, move = v2, a
    return v, move
def min_value(game, s):
    if game.is_terminal(s):
        return game.utility(s, game.players[0]), None
    v, move = math.inf, None
    for a in game.actions(s):
        v2, _ = max_value(game, game.result(s, a)) if game.to_move(game.result(s, a)) == game.players[0] else min_value(game, game.result(s, a))
        if v2 < v:
            v, move = v2, a
    return v, move
def student(game, state):
    return max_value(game, state) if game.to_move(state) == game.players[0] else min_value(game, state)
