"""checker: check_iterative_deepening
truth: correct — own negamax alpha-beta (low/high window, score from the mover's side) called for each depth, turned back to X's view.
source: github naumovda/ai code/tictactoe/alpha_beta.py (alpha_beta(state, level, player, opponent, low, high)), ported
"""
INFINITY = float("inf")


def score(game, state, player, evaluate):
    if game.is_terminal(state):
        return game.utility(state, player)
    return evaluate(state) if player == "X" else -evaluate(state)


def alpha_beta(game, state, level, player, opponent, low, high, evaluate):
    best_move, best_score = None, None
    moves = [] if game.is_terminal(state) else list(game.actions(state))
    if level == 0 or moves == []:
        return None, score(game, state, player, evaluate)
    for m in moves:
        _, s = alpha_beta(game, game.result(state, m), level - 1, opponent, player, -high, -low, evaluate)
        if best_score is None or -1 * s > best_score:
            low = -1 * s
            best_move, best_score = m, -1 * s
        if low >= high:
            return best_move, best_score
    return best_move, best_score


def my_iterative_deepening(game, state, evaluate, max_depth):
    player = game.to_move(state)
    opponent = "O" if player == "X" else "X"
    sign = 1 if player == "X" else -1
    found = []
    for level in range(1, max_depth + 1):
        move, s = alpha_beta(game, state, level, player, opponent, -INFINITY, INFINITY, evaluate)
        found.append((sign * s, move))
    return found
