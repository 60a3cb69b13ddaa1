"""checker: check_negamax
truth: correct — iterative post-order traversal with an explicit stack; each node's value is the max of its children's negated values, finished games are worth game.utility for the side to move.
source: own
"""


def my_negamax(game, state):
    values = {}
    stack = [(state, False)]
    while stack:
        s, expanded = stack.pop()
        k = game.key(s)
        if k in values:
            continue
        if game.is_terminal(s):
            values[k] = game.utility(s, game.to_move(s))
        elif expanded:
            values[k] = max(-values[game.key(game.result(s, m))] for m in game.actions(s))
        else:
            stack.append((s, True))
            for m in game.actions(s):
                stack.append((game.result(s, m), False))
    return values[game.key(state)]
