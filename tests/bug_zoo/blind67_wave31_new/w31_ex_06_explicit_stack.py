"""checker: check_expectimax
truth: correct — iterative post-order evaluation with an explicit stack (no recursion); values combined when a node's children are done.
source: own
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    max_player = game.players[0]
    # each frame: [state, kind, children (list of (weight, state)), values so far]
    stack = [[state, None, None, []]]
    result = None
    while stack:
        frame = stack[-1]
        node = frame[0]
        if frame[1] is None:  # first visit
            if game.is_terminal(node):
                stack.pop()
                value = game.utility(node, max_player)
                if stack:
                    stack[-1][3].append(value)
                else:
                    result = value
                continue
            if game.is_chance(node):
                frame[1] = "chance"
                frame[2] = [(p, game.result(node, move)) for move, p in game.outcomes(node)]
            else:
                frame[1] = "max" if game.to_move(node) == max_player else "min"
                frame[2] = [(1.0, game.result(node, move)) for move in game.actions(node)]
        done = len(frame[3])
        if done < len(frame[2]):
            stack.append([frame[2][done][1], None, None, []])
            continue
        stack.pop()
        values = frame[3]
        if frame[1] == "chance":
            value = sum(w * v for (w, _), v in zip(frame[2], values))
        elif frame[1] == "max":
            value = max(values)
        else:
            value = min(values)
        if stack:
            stack[-1][3].append(value)
        else:
            result = value
    return result
