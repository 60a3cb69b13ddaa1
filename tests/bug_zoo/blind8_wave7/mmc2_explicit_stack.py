"""
checker: check_minimax
truth: correct — iterative, explicit stack in post-order, values stored in a dict keyed by path
"""
def my_minimax(game, state) -> tuple:
    MAX = game.players[0]
    value: dict = {}
    stack = [((), state, False)]
    while stack:
        path, s, expanded = stack.pop()
        if game.is_terminal(s):
            value[path] = (game.utility(s, MAX), None)
            continue
        moves = list(game.actions(s))
        if not expanded:
            stack.append((path, s, True))
            for i, m in enumerate(moves):
                stack.append((path + (i,), game.result(s, m), False))
            continue
        pairs = [(value[path + (i,)][0], m) for i, m in enumerate(moves)]
        if game.to_move(s) == MAX:
            best = max(pairs, key=lambda p: p[0])
        else:
            best = min(pairs, key=lambda p: p[0])
        value[path] = best
    return value[()]
