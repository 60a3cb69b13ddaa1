"""checker: check_expectimax
truth: correct — iterative expectimax with an explicit stack of frames (no recursion): each frame collects its children's values, then hands its own value to its parent.
source: own
"""


def my_expectimax(game, state):
    first = game.players[0]

    def open_frame(node):
        if game.is_chance(node):
            pairs = list(game.outcomes(node))
        else:
            pairs = [(a, None) for a in game.actions(node)]
        return {"node": node, "pairs": pairs, "next": 0, "values": []}

    def close(frame):
        node, values = frame["node"], frame["values"]
        if game.is_chance(node):
            return sum(p * v for (_, p), v in zip(frame["pairs"], values))
        return max(values) if game.to_move(node) == first else min(values)

    if game.is_terminal(state):
        return game.utility(state, first)
    stack = [open_frame(state)]
    while True:
        frame = stack[-1]
        if frame["next"] == len(frame["pairs"]):
            value = close(stack.pop())
            if not stack:
                return value
            stack[-1]["values"].append(value)
            continue
        move, _ = frame["pairs"][frame["next"]]
        frame["next"] += 1
        child = game.result(frame["node"], move)
        if game.is_terminal(child):
            frame["values"].append(game.utility(child, first))
        else:
            stack.append(open_frame(child))
