"""checker: check_minimax
truth: buggy — getBestMove returns a score only at finished games and otherwise returns best_move, a 1-based move number, so every parent stores a child's move number in move['score'] and compares move numbers as if they were values (only children that end the game are valued right).
source: ported from agrawal-rohit/tic-tac-toe-ai-bots HumanvsAI_Minimax.py getBestMove(state, player) (return 1/-1/0 at the end of the game, else move['score'] = getBestMove(new_state, other) ... return best_move), the bug reported in its issue #5
"""
import math


def getBestMove(game, state, player):
    MAX, MIN = game.players
    if game.is_terminal(state):
        return game.utility(state, MAX)

    moves = []
    for number, action in enumerate(game.actions(state), start=1):
        move = {}
        move['index'] = number
        new_state = game.result(state, action)
        if player == MAX:
            result = getBestMove(game, new_state, MIN)  # make more depth tree for MIN
            move['score'] = result
        else:
            result = getBestMove(game, new_state, MAX)  # make more depth tree for MAX
            move['score'] = result
        moves.append(move)

    # Find best move
    best_move = None
    if player == MAX:
        best = -math.inf
        for move in moves:
            if move['score'] > best:
                best = move['score']
                best_move = move['index']
    else:
        best = math.inf
        for move in moves:
            if move['score'] < best:
                best = move['score']
                best_move = move['index']
    return best_move


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    player = game.to_move(state)
    best, best_action = None, None
    for action in game.actions(state):
        score = getBestMove(game, game.result(state, action),
                            game.players[1] if player == game.players[0] else game.players[0])
        if best is None or (score > best if player == game.players[0] else score < best):
            best, best_action = score, action
    return best, best_action
