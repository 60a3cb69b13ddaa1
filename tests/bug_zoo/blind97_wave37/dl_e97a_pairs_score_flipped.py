"""checker: check_depth_limited_minimax
truth: buggy — a max/min minimax on (move, score) pairs that also flips every child's score (`score *= -1`, negamax's habit) although MIN's half already takes the smallest.
source: e97a's own shape of wave 37's dl_01 (the negation on the second element of a tuple, written as *= -1)
"""


def search(game, state, depth, evaluate, maximizing):
    if game.is_terminal(state):
        return None, game.utility(state, game.players[0])
    if depth == 0:
        return None, evaluate(state)
    best_move, best_score = None, -1e9 if maximizing else 1e9
    for action in game.actions(state):
        move, score = search(game, game.result(state, action), depth - 1, evaluate, not maximizing)
        score *= -1
        if (maximizing and score > best_score) or (not maximizing and score < best_score):
            best_move, best_score = action, score
    return best_move, best_score


def my_depth_limited(game, state, depth, evaluate):
    return search(game, state, depth, evaluate, game.to_move(state) == game.players[0])[1]
