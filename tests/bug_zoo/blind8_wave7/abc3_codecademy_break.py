"""
checker: check_alphabeta
truth: correct — Codecademy shape: update alpha/beta first, then `if alpha >= beta: break`; returns best_value (fail-soft)
"""
def my_alphabeta(game, state, alpha=float("-inf"), beta=float("inf")):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    is_maximizing = game.to_move(state) == game.players[0]
    best_value = float("-inf") if is_maximizing else float("inf")
    for move in game.actions(state):
        hypothetical_value = my_alphabeta(game, game.result(state, move), alpha, beta)
        if is_maximizing:
            best_value = max(best_value, hypothetical_value)
            alpha = max(alpha, best_value)
        else:
            best_value = min(best_value, hypothetical_value)
            beta = min(beta, best_value)
        if alpha >= beta:
            break
    return best_value
