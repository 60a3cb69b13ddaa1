"""checker: check_minimax
truth: correct — iterative post-order minimax with an explicit stack of frames, no recursion.
source: own
"""


def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    # frame: [state, moves, index, best_value, best_move]
    stack = [[state, list(game.actions(state)), 0, None, None]]
    returned = None
    while stack:
        frame = stack[-1]
        s, moves, i, best, best_move = frame
        if returned is not None:
            value = returned
            returned = None
            move = moves[i - 1]
            maximizing = game.to_move(s) == MAX
            if best is None or (value > best if maximizing else value < best):
                frame[3], frame[4] = value, move
        if frame[2] < len(moves):
            child = game.result(s, moves[frame[2]])
            frame[2] += 1
            if game.is_terminal(child):
                returned = game.utility(child, MAX)
            else:
                stack.append([child, list(game.actions(child)), 0, None, None])
            continue
        stack.pop()
        if not stack:
            return frame[3], frame[4]
        returned = frame[3]
