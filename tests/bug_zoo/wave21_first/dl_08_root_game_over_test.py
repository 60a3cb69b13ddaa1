"""checker: check_depth_limited_minimax
truth: buggy — the game-over test inside the recursive helper looks at the ROOT state (game_state) instead of the current one (curr_game_state), so finished games inside the search are never recognised: they are evaluated at the horizon and are worth -inf/+inf (no moves) above it.
source: public AlphaBetaAgent.get_action/alpha_beta_algorithm ("if depth == self.search_depth or game_state.is_game_over()"), ported without the window to the Game API, depth counted in plies
"""


def my_depth_limited(game, state, depth, evaluate):
    game_state = state
    MAX_AGENT, MIN_AGENT = game.players

    def minimax_algorithm(curr_agent, curr_game_state, d):
        if d == depth or game.is_terminal(game_state):
            return evaluate(curr_game_state)
        if curr_agent == MAX_AGENT:
            value = float("-inf")
            for move in game.actions(curr_game_state):
                value = max(value, minimax_algorithm(MIN_AGENT, game.result(curr_game_state, move), d + 1))
            return value
        value = float("inf")
        for move in game.actions(curr_game_state):
            value = min(value, minimax_algorithm(MAX_AGENT, game.result(curr_game_state, move), d + 1))
        return value

    if game.is_terminal(state):
        return game.utility(state, MAX_AGENT)
    return minimax_algorithm(game.to_move(state), state, 0)
