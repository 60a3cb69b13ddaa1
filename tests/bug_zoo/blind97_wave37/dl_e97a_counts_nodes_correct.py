"""checker: check_depth_limited_minimax
truth: correct — a global counter of the positions searched and a list of the evaluations asked, both outliving the call, but neither read for the answer: the values never depend on earlier calls.
source: e97a's correct variant for wave 37's dl_04 (state kept between calls that the answer does not read)
"""

NODES = 0
ASKED = []


def my_depth_limited(game, state, depth, evaluate):
    global NODES
    NODES += 1
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        ASKED.append(game.key(state))
        return evaluate(state)
    values = [my_depth_limited(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
