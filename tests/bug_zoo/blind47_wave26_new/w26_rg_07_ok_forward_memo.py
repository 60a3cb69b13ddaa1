"""checker: check_retrograde
truth: correct — a memoised minimax from the start that records every reachable position's value for the first player (forward, not backward, but the same table).
source: own
"""


def my_retrograde(game):
    first = game.players[0]
    memo = {}
    stack = [(game.initial_state(), False)]
    while stack:  # iterative post-order, no recursion limit
        state, expanded = stack.pop()
        key = game.key(state)
        if key in memo:
            continue
        if game.is_terminal(state):
            memo[key] = game.utility(state, first)
            continue
        kids = [game.result(state, m) for m in game.actions(state)]
        if not expanded:
            stack.append((state, True))
            stack.extend((c, False) for c in kids if game.key(c) not in memo)
            continue
        vals = [memo[game.key(c)] for c in kids]
        memo[key] = max(vals) if game.to_move(state) == first else min(vals)
    return memo
