"""checker: check_negamax
truth: correct — negamax with an explicit stack (post-order), no recursion.
source: own
"""
import math


def my_negamax(game, state):
    # each frame: [state, moves, next index, best so far]
    stack = [[state, None, 0, -math.inf]]
    result = None
    while stack:
        frame = stack[-1]
        s, moves, i, best = frame
        if moves is None:
            if game.is_terminal(s):
                result = game.utility(s, game.to_move(s))
                stack.pop()
                if stack:
                    stack[-1][3] = max(stack[-1][3], -result)
                continue
            frame[1] = moves = list(game.actions(s))
        if i < len(moves):
            frame[2] = i + 1
            stack.append([game.result(s, moves[i]), None, 0, -math.inf])
        else:
            result = best
            stack.pop()
            if stack:
                stack[-1][3] = max(stack[-1][3], -result)
    return result
