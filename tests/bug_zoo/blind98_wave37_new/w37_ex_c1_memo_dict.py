"""checker: check_expectimax
truth: correct — recursive expectimax with a memo dict keyed by game.key(state), returning (value, move) as the docstring allows.
source: own
"""


def my_expectimax(game, state, memo=None):
    if memo is None:
        memo = {}
    key = game.key(state)
    if key in memo:
        return memo[key]
    if game.is_terminal(state):
        answer = (game.utility(state, game.players[0]), None)
    elif game.is_chance(state):
        answer = (sum(p * my_expectimax(game, game.result(state, a), memo)[0] for a, p in game.outcomes(state)), None)
    else:
        scored = [(my_expectimax(game, game.result(state, a), memo)[0], a) for a in game.actions(state)]
        pick = max if game.to_move(state) == game.players[0] else min
        answer = pick(scored, key=lambda pair: pair[0])
    memo[key] = answer
    return answer
