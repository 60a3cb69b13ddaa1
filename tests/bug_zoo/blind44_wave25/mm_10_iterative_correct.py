"""checker: check_minimax
truth: correct — iterative minimax with an explicit stack of frames (state, remaining moves, best value, best move), no recursion; values for X, move of the first best child.
source: own
"""


def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    # a frame: [state, moves left to try, best value so far, best move, move that led here]
    stack = [[state, list(game.actions(state)), None, None, None]]
    result = None
    while stack:
        frame = stack[-1]
        node, todo, best, best_move, _ = frame
        if result is not None:  # a child just finished
            value, child_move = result
            result = None
            maximizing = game.to_move(node) == MAX
            if best is None or (value > best if maximizing else value < best):
                frame[2], frame[3] = value, child_move
            continue
        if todo:
            move = todo.pop(0)
            child = game.result(node, move)
            if game.is_terminal(child):
                result = (game.utility(child, MAX), move)
            else:
                stack.append([child, list(game.actions(child)), None, None, move])
            continue
        stack.pop()
        if not stack:
            return best, best_move
        result = (best, frame[4])
