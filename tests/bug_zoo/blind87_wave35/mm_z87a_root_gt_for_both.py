"""checker: check_minimax
truth: buggy — the value is right (one recursive function that reads the player to move), but the root's move loop keeps the child with the largest value for both players (`if score > best_score`), so at a MIN root the move is MAX's best.
source: own shape (fixer z87a) of wave 35's mm_01: a `>` at the root for both sides
"""


def my_minimax(game, state):
    MAX = game.players[0]

    def value(s):
        if game.is_terminal(s):
            return game.utility(s, MAX)
        scores = [value(game.result(s, a)) for a in game.actions(s)]
        return max(scores) if game.to_move(s) == MAX else min(scores)

    if game.is_terminal(state):
        return value(state), None
    best_score, best_move = None, None
    for a in game.actions(state):
        score = value(game.result(state, a))
        if best_score is None or score > best_score:
            best_score, best_move = score, a
    return value(state), best_move
