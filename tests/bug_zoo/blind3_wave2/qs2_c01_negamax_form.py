"""check_quiescence — TRUTH: correct (negamax form: values for the side to move, evaluation and utility turned, back to X at the top)."""
CHECK, KW = "check_quiescence", {}
def student(game, state, evaluate):
    def q(s):
        me = game.to_move(s)
        you = "O" if me == "X" else "X"
        sign = 1 if me == "X" else -1
        if game.is_terminal(s):
            return game.utility(s, me)
        wins = game.completing_cells(s, me)
        if wins:
            return -q(game.result(s, wins[0]))
        blocks = game.completing_cells(s, you)
        if blocks:
            return max(-q(game.result(s, m)) for m in blocks)
        best = sign * evaluate(s)
        for m in game.actions(s):
            c = game.result(s, m)
            if game.completing_cells(c, me):
                best = max(best, -q(c))
        return best
    v = q(state)
    return v if game.to_move(state) == "X" else -v
