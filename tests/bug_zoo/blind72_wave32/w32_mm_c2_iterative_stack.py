"""checker: check_minimax
truth: correct — iterative post-order minimax with an explicit stack of frames (no recursion), keeps the first move reaching the best value.
source: own
"""


def my_minimax(game, state):
    MAX = game.players[0]
    # frame: [state, remaining moves, best value, best move, move that led here]
    stack = [[state, None, None, None, None]]
    result = None
    while stack:
        frame = stack[-1]
        node = frame[0]
        if frame[1] is None:
            if game.is_terminal(node):
                stack.pop()
                result = (game.utility(node, MAX), frame[4])
                if stack:
                    _absorb(game, MAX, stack[-1], result[0], frame[4])
                else:
                    return result[0], None
                continue
            frame[1] = list(game.actions(node))[::-1]
        if frame[1]:
            move = frame[1].pop()
            stack.append([game.result(node, move), None, None, None, move])
            continue
        stack.pop()
        if not stack:
            return frame[2], frame[3]
        _absorb(game, MAX, stack[-1], frame[2], frame[4])
    return result


def _absorb(game, MAX, parent, value, move):
    maximizing = game.to_move(parent[0]) == MAX
    if parent[2] is None or (value > parent[2] if maximizing else value < parent[2]):
        parent[2], parent[3] = value, move
