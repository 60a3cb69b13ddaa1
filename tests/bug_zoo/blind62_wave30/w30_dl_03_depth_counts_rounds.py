"""checker: check_depth_limited_minimax
truth: buggy — the depth is counted in full rounds, CS188 style: only oppMove (MIN) lowers currentDepth and only agentMove (MAX) tests it, so `depth` plies are searched as `depth` MAX+MIN rounds (about twice as deep) and evaluate is called only at MAX-to-move nodes.
source: MWPainter/Twixt-AI agent.py (MinimaxAgent.getAction with nested oppMove/agentMove), ported to return the value; finished games scored by game.utility (the source evaluates them) and a MIN-to-move root entered through oppMove (mine)
"""


def my_depth_limited(game, state, depth, evaluate):
    def oppMove(gameState, currentDepth):
        if game.is_terminal(gameState):
            return (game.utility(gameState, game.players[0]), None)
        optimalScoreActionPair = (float('inf'), None)
        for action in game.actions(gameState):
            score, optimalAction = agentMove(game.result(gameState, action), currentDepth - 1)
            if score < optimalScoreActionPair[0]:
                optimalScoreActionPair = (score, action)
        return optimalScoreActionPair

    def agentMove(gameState, currentDepth):
        if game.is_terminal(gameState):
            return (game.utility(gameState, game.players[0]), None)
        if currentDepth == 0:
            return (evaluate(gameState), None)
        optimalScoreActionPair = (-float('inf'), None)
        for action in game.actions(gameState):
            score, optimalAction = oppMove(game.result(gameState, action), currentDepth)
            if score > optimalScoreActionPair[0]:
                optimalScoreActionPair = (score, action)
        return optimalScoreActionPair

    if game.to_move(state) == game.players[0]:
        return agentMove(state, depth)[0]
    if depth == 0:
        return evaluate(state)
    return oppMove(state, depth)[0]
