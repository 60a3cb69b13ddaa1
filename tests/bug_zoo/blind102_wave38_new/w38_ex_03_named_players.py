"""checker: check_expectimax
truth: buggy — the node kind is read from hard-coded player names ('X' maximises, any other side is treated as a chance node), so on games whose players are not called X (the chance trees' MAX and MIN) every player node, MAX and MIN alike, is averaged uniformly instead of maximised or minimised.
source: youssefmou-git/Part_I_CMP333_Project2 expectimax_agent.py (template: MAX node 'X', CHANCE node 'O' averaging over actions), completed as its students do
"""


def my_expectimax(game, state):
    value, action = expectimax(game, state)
    return value


def expectimax(game, state):
    """Recursive Expectimax returning (value, best_action)."""
    # Terminal check
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None

    if game.to_move(state) == 'X':
        best_value, best_action = float('-inf'), None
        for action in game.actions(state):
            value, _ = expectimax(game, game.result(state, action))
            if value > best_value:
                best_value, best_action = value, action
        return best_value, best_action

    # CHANCE node ('O'): the expected value over the moves, with their odds when the game has them
    if game.is_chance(state):
        pairs = game.outcomes(state)
    else:
        actions = game.actions(state)
        pairs = [(a, 1 / len(actions)) for a in actions]
    total = 0.0
    for action, p in pairs:
        value, _ = expectimax(game, game.result(state, action))
        total += p * value
    return total, None
