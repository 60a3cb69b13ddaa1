"""checker: check_minimax
truth: correct — iterative post-order minimax with an explicit stack, tries moves in reverse order, value for X and a move keeping it.
source: own
"""


def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    # frame: [state, remaining moves, best value, best move]
    stack = [[state, list(reversed(game.actions(state))), None, None]]
    returned = None
    pending_move = []
    while stack:
        frame = stack[-1]
        if returned is not None:
            value, move = returned, pending_move.pop()
            returned = None
            maximizing = game.to_move(frame[0]) == MAX
            if frame[2] is None or (value > frame[2] if maximizing else value < frame[2]):
                frame[2], frame[3] = value, move
        if frame[1]:
            move = frame[1].pop(0)
            child = game.result(frame[0], move)
            if game.is_terminal(child):
                returned = game.utility(child, MAX)
                pending_move.append(move)
                continue
            pending_move.append(move)
            stack.append([child, list(reversed(game.actions(child))), None, None])
        else:
            stack.pop()
            if not stack:
                return frame[2], frame[3]
            returned = frame[2]
