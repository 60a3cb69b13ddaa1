"""checker: check_quiescence
truth: correct — max/min form that follows every winning cell and every block together (not just the first win), standing pat with the threat-making moves only when neither exists.
source: own
"""


def my_quiescence(game, state, evaluate):
    "X's value of `state`, past the depth limit: forcing moves only, the evaluation as stand-pat."
    if game.is_terminal(state):
        return game.utility(state, "X")
    mover = game.to_move(state)
    rival = "O" if mover == "X" else "X"
    pick = max if mover == "X" else min
    urgent = list(game.completing_cells(state, mover)) + list(game.completing_cells(state, rival))
    if urgent:
        return pick(my_quiescence(game, game.result(state, c), evaluate) for c in dict.fromkeys(urgent))
    threats = [c for c in game.actions(state) if game.completing_cells(game.result(state, c), mover)]
    return pick([evaluate(state)] + [my_quiescence(game, game.result(state, c), evaluate) for c in threats])
