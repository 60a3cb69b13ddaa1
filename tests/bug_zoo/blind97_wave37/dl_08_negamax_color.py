"""checker: check_depth_limited_minimax
truth: correct — negamax form: values for the side to move, turning MAX-view utility/evaluation into the mover's view with color = ±1 and back at the root.
source: own, after runningskull/stratego-ai lib/minimax.py negamax_ab (color * value at leaves)
"""


def my_depth_limited(game, state, depth, evaluate):
    MAX = game.players[0]

    def negamax(s, d, color):
        if game.is_terminal(s):
            return color * game.utility(s, MAX)
        if d == 0:
            return color * evaluate(s)
        return max(-negamax(game.result(s, a), d - 1, -color) for a in game.actions(s))

    color = 1 if game.to_move(state) == MAX else -1
    return color * negamax(state, depth, color)
