"""checker: check_quiescence
truth: buggy — tries only the first 2 threat-making moves of a quiet position (moves[:2], "limit branching"): a better threat further down the list is never seen
source: real — a Python game bot's _quiescence_search(self, game, depth, alpha, beta, maximizing): `for move in moves[:5]:  # Limit branching`, ported with the course's threat moves (2 instead of 5: a 3x3 board has few)
"""


def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    forced = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    if forced:
        values = [my_quiescence(game, game.result(state, m), evaluate) for m in forced]
        return max(values) if me == "X" else min(values)
    stand_pat = evaluate(state)
    moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    best = stand_pat
    for move in moves[:2]:  # Limit branching
        v = my_quiescence(game, game.result(state, move), evaluate)
        best = max(best, v) if me == "X" else min(best, v)
    return best
