"""
checker: check_negamax
truth: correct — iterative negamax with an explicit stack (post-order), values per path
"""
def my_negamax(game, state):
    values = {}
    stack = [((), state, False)]
    while stack:
        path, s, done = stack.pop()
        if game.is_terminal(s):
            values[path] = game.utility(s, game.to_move(s))
            continue
        moves = list(game.actions(s))
        if not done:
            stack.append((path, s, True))
            stack.extend((path + (i,), game.result(s, m), False) for i, m in enumerate(moves))
            continue
        values[path] = max(-values[path + (i,)] for i in range(len(moves)))
    return values[()]
