"""checker: check_expectimax
truth: correct — iterative post-order with an explicit stack and a dict of finished values.
source: own
"""


def my_expectimax(game, state):
    done = {}
    stack = [(state, False)]
    while stack:
        s, expanded = stack.pop()
        k = game.key(s)
        if k in done:
            continue
        if game.is_terminal(s):
            done[k] = game.utility(s, game.players[0])
            continue
        if game.is_chance(s):
            kids = [(game.result(s, a), p) for a, p in game.outcomes(s)]
        else:
            kids = [(game.result(s, a), None) for a in game.actions(s)]
        if not expanded:
            stack.append((s, True))
            stack.extend((c, False) for c, _ in kids)
            continue
        vals = [done[game.key(c)] for c, _ in kids]
        if game.is_chance(s):
            done[k] = sum(p * v for (_, p), v in zip(kids, vals))
        elif game.to_move(s) == game.players[0]:
            done[k] = max(vals)
        else:
            done[k] = min(vals)
    return done[game.key(state)]
