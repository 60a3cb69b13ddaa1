"""checker: check_depth_limited_minimax
truth: buggy — _need_return(): a node counts as finished only when it has a winner (_checkWinnerSimple != 0), so a drawn finished game is not terminal: at the limit it is evaluated, above it it is expanded with no moves and returns -inf/+inf.
source: ported from gzvulon/IAI2-LOA src/s_alpha_beta.py, SmartAlphaBetaSearch (_need_return, _maxValue, _minValue, _checkWinnerSimple), root searched through _maxValue/_minValue
"""

# A bloody large number.
INFINITY = 1.0e400


class SmartAlphaBetaSearch:
    def __init__(self, game, player, utility):
        self.game = game
        self.player = player
        self.utility = utility

    def search(self, current_state, max_depth):
        if self.game.to_move(current_state) == self.player:
            return self._maxValue(current_state, -INFINITY, INFINITY, 0, max_depth)
        return self._minValue(current_state, -INFINITY, INFINITY, 0, max_depth)

    def _need_return(self, state, depth, max_depth):
        # check if node is terminate
        w = self._checkWinnerSimple(state)
        # if it is : return its value (-1 for enemy, +1 for us)
        if w != 0:
            return True, w

        # if reached depth limit: evaluate node using heuristics
        if depth >= max_depth:
            return True, self.utility(state)

        return False, 0

    def _maxValue(self, state, alpha, beta, depth, max_depth):
        need_return, v = self._need_return(state, depth, max_depth)
        if need_return:
            return v

        value = -INFINITY
        for action in self.game.actions(state):
            successor_state = self.game.result(state, action)
            min_value = self._value(successor_state, alpha, beta, depth + 1, max_depth)
            value = max(value, min_value)
            if value >= beta:  # cut
                return value
            alpha = max(alpha, value)
        return value

    def _minValue(self, state, alpha, beta, depth, max_depth):
        need_return, v = self._need_return(state, depth, max_depth)
        if need_return:
            return v

        value = INFINITY
        for action in self.game.actions(state):
            successor_state = self.game.result(state, action)
            max_value = self._value(successor_state, alpha, beta, depth + 1, max_depth)
            value = min(value, max_value)
            if value <= alpha:  # cut
                return value
            beta = min(beta, value)
        return value

    def _value(self, state, alpha, beta, depth, max_depth):
        if self.game.to_move(state) == self.player:
            return self._maxValue(state, alpha, beta, depth, max_depth)
        return self._minValue(state, alpha, beta, depth, max_depth)

    def _checkWinnerSimple(self, state):
        ''' returns 0 if no winner, otherwise the value for us
        '''
        if not self.game.is_terminal(state):
            return 0
        return self.game.utility(state, self.player)


def my_depth_limited(game, state, depth, evaluate):
    return SmartAlphaBetaSearch(game, game.players[0], evaluate).search(state, depth)
