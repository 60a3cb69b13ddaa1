"""checker: check_minimax
truth: correct — nested max_value/min_value helpers, with the move chosen by comparing each child's value at the top.
source: ported from leanguardia/search busqueda/minimax_tictactoe/tictactoe/main.py (move selection added)
"""


def my_minimax(game, state):
    max_player = game.players[0]

    def max_value(state):
        if game.is_terminal(state):
            return game.utility(state, max_player)
        v = float('-inf')
        for action in game.actions(state):
            v = max(v, min_value(game.result(state, action)))
        return v

    def min_value(state):
        if game.is_terminal(state):
            return game.utility(state, max_player)
        v = float('inf')
        for action in game.actions(state):
            v = min(v, max_value(game.result(state, action)))
        return v

    if game.is_terminal(state):
        return game.utility(state, max_player), None
    if game.to_move(state) == max_player:
        scored = [(min_value(game.result(state, a)), a) for a in game.actions(state)]
        return max(scored, key=lambda s: s[0])
    scored = [(max_value(game.result(state, a)), a) for a in game.actions(state)]
    return min(scored, key=lambda s: s[0])
