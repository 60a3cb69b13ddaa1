"""checker: check_expectimax
truth: buggy — only the root move is maximised (findMove, whose bestScore starts at -1); below it `expectimax` averages the children of EVERY node uniformly — MAX's and MIN's as well as chance nodes (ignoring the outcome probabilities).
source: github dletscher/2048-venurao983 MyAgent.py (findMove with bestScore = -1, expectimax = total / len(moves) at every level), ported
"""


class Player:
    def findMove(self, game, state):
        moves = list(game.actions(state))
        bestMove = moves[0]
        bestScore = -1
        for move in moves:
            nextState = game.result(state, move)
            score = self.expectimax(game, nextState)
            if score > bestScore:
                bestScore = score
                bestMove = move
        return bestScore, bestMove

    def expectimax(self, game, state):
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        if game.is_chance(state):
            moves = [o for o, p in game.outcomes(state)]
        else:
            moves = list(game.actions(state))
        total = 0
        for move in moves:
            nextState = game.result(state, move)
            total += self.expectimax(game, nextState)
        if moves:
            return total / len(moves)
        else:
            return 0


def my_expectimax(game, state):
    p = Player()
    if game.is_terminal(state) or game.is_chance(state) or game.to_move(state) != game.players[0]:
        return p.expectimax(game, state)
    return p.findMove(game, state)
