"""checker: check_minimax
truth: buggy — one search with a sign per player: it compares value * sign with the best but stores the raw value, starts the best at -1, returns at once at a child worth 1 to the player, and returns best * sign; right while every value is -1, 0 or 1, wrong at MIN's nodes of trees (a raw value kept where the turned one is compared).
source: own (fixer s68b: another shape of wave 21's mm_03, a sign variable and no tuple)
"""


def my_minimax(game, state):
    return search(game, state)


def search(game, s):
    if game.is_terminal(s):
        return game.utility(s, game.players[0]), None
    sign = 1 if game.to_move(s) == game.players[0] else -1
    best, best_move = -1, None
    for move in game.actions(s):
        value, _ = search(game, game.result(s, move))
        if value * sign == 1:
            return value, move
        if value * sign > best:
            best, best_move = value, move
        elif best_move is None:
            best_move = move
    return best * sign, best_move
