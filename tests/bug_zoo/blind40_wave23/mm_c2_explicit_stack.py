"""checker: check_minimax
truth: correct — iterative post-order minimax with an explicit stack of frames (state, moves left, best so far), no recursion.
source: own
"""


def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    # a frame: [state, remaining moves, move being explored, best value, best move]
    stack = [[state, list(game.actions(state)), None, None, None]]
    returned = None
    while stack:
        frame = stack[-1]
        node, moves, current, best_value, best_move = frame
        if returned is not None:
            maximizing = game.to_move(node) == MAX
            if best_value is None or (returned > best_value if maximizing else returned < best_value):
                frame[3], frame[4] = returned, current
            returned = None
        if moves:
            move = moves.pop(0)
            frame[2] = move
            child = game.result(node, move)
            if game.is_terminal(child):
                returned = game.utility(child, MAX)
            else:
                stack.append([child, list(game.actions(child)), None, None, None])
            continue
        stack.pop()
        if stack:
            returned = frame[3]
        else:
            return frame[3], frame[4]
